#!/bin/sh
# Stands in for Prisma's native schema engine, which cannot be downloaded offline; migrations use the wasm engine.
echo "This project runs migrations through Prisma's wasm schema engine: use 'npm run db:migrate' or 'npm run db:migration -- --name <name>'." >&2
exit 1
