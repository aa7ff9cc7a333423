// Every /v1 route module, imported so the OpenAPI document lists it (a test fails when one is missing).
import "./me/route";
import "./api-keys/route";
import "./api-keys/[keyId]/route";
import "./account/plan/route";
import "./accounts/route";
import "./products/route";
import "./products/[productId]/route";
import "./products/[productId]/publish/route";
import "./products/[productId]/unpublish/route";
import "./products/[productId]/reviews/route";
import "./products/[productId]/images/route";
import "./products/[productId]/images/[assetId]/route";
import "./products/[productId]/files/route";
import "./products/[productId]/files/[assetId]/route";
import "./categories/route";
