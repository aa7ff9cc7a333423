import type { PrismaClient } from "@/lib/db/generated/client";
import { newId } from "@/lib/ids";
import { validateWorkflowDefinition } from "@/lib/ai/workflow-definition";

// Two complete example workflows for the demo catalog, each with a parallel branch.
const EXAMPLES = [
  {
    title: "Blog post pipeline",
    description: "Outline and fact-check in parallel, then a full draft and three headline options.",
    compatibility: ["openai", "anthropic"],
    definition: {
      inputs: [
        { name: "topic", description: "What the post is about" },
        { name: "audience", description: "Who reads it, e.g. 'engineering managers'" },
      ],
      steps: [
        {
          id: "outline",
          provider: "openai",
          model: "gpt-4o-mini",
          prompt: "Outline a 1,000-word blog post about {{input.topic}} for {{input.audience}}. Use 5-7 sections with one-line summaries.",
        },
        {
          id: "facts",
          provider: "anthropic",
          model: "claude-3-5-haiku-latest",
          prompt:
            "List 6 specific, verifiable facts or figures about {{input.topic}} that {{input.audience}} would find useful. One line each, no sources invented.",
        },
        {
          id: "draft",
          provider: "openai",
          model: "gpt-4o-mini",
          maxTokens: 2000,
          prompt:
            "Write the blog post for {{input.audience}} following this outline:\n{{steps.outline.output}}\n\nWeave in these facts where they fit:\n{{steps.facts.output}}",
          dependsOn: ["outline", "facts"],
        },
        {
          id: "headlines",
          provider: "openai",
          model: "gpt-4o-mini",
          prompt: "Suggest three headlines (max 70 characters) for this post:\n{{steps.draft.output}}",
          dependsOn: ["draft"],
        },
      ],
    },
  },
  {
    title: "Support reply assistant",
    description: "Classifies a customer ticket and reads its tone in parallel, then drafts a reply that fits both.",
    compatibility: ["openai"],
    definition: {
      inputs: [
        { name: "ticket", description: "The customer's message" },
        { name: "product", description: "Your product's name" },
      ],
      steps: [
        {
          id: "classify",
          provider: "openai",
          model: "gpt-4o-mini",
          prompt:
            "Classify this support ticket for {{input.product}} as one of: bug, billing, how-to, feature request, other. Answer with the category and one sentence why.\n\n{{input.ticket}}",
        },
        {
          id: "tone",
          provider: "openai",
          model: "gpt-4o-mini",
          prompt: "Describe the customer's mood and urgency in this message in two short lines:\n\n{{input.ticket}}",
        },
        {
          id: "reply",
          provider: "openai",
          model: "gpt-4o-mini",
          temperature: 0.4,
          prompt:
            "Draft a reply from the {{input.product}} support team.\nTicket: {{input.ticket}}\nCategory: {{steps.classify.output}}\nMood: {{steps.tone.output}}\nBe concise, acknowledge the mood, give concrete next steps.",
          dependsOn: ["classify", "tone"],
        },
      ],
    },
  },
];

/** Adds the example workflows, published, by the first demo seller; skipped when they exist. */
export async function seedAi(client: PrismaClient, authorEmail = "seller@demo.test"): Promise<void> {
  const author = await client.user.findUnique({ where: { email: authorEmail } });
  if (!author) return;
  const category = await client.category.upsert({
    where: { slug: "automation" },
    create: { slug: "automation", name: "Automation" },
    update: {},
  });
  for (const ex of EXAMPLES) {
    if (await client.product.findFirst({ where: { authorId: author.id, title: ex.title } })) continue;
    const content = JSON.stringify(ex.definition, null, 2);
    validateWorkflowDefinition(content);
    await client.product.create({
      data: {
        id: newId("prod"),
        authorId: author.id,
        title: ex.title,
        description: ex.description,
        type: "WORKFLOW",
        categorySlug: category.slug,
        priceCents: 1900,
        content,
        compatibility: ex.compatibility,
        tags: ["workflow", "example"],
        status: "PUBLISHED",
        publishedAt: new Date(),
      },
    });
  }
}
