// What each demo product holds (by title, beside lib/catalog/seed-data.ts): a prompt's own text, or a workflow's
// inputs and steps. Every body is written for its product, so a buyer who opens one after buying reads something
// that does what the title says; tests/dashboard/demo-data.test.ts checks no two share a body.

/** A prompt product's text, with the {{placeholders}} its run form asks for. */
export const SEED_PROMPTS: Record<string, string> = {
  "Cold email sequence writer": `You write cold email sequences for B2B sales.

Prospect: {{prospect_role}} at {{company}}.
Their likely pain: {{pain_point}}.
What we sell: {{offer}}.

Write five emails, sent 0, 3, 7, 12 and 20 days apart. For each give a subject line under 45 characters (no
clickbait, no "Re:"), then a body of at most 90 words that opens with something specific to the prospect, names
one outcome, and ends with a single low-effort ask. Email 5 is a polite break-up. No attachments, no jargon.`,

  "LinkedIn post generator": `Turn this rough idea into a LinkedIn post: {{idea}}
Who I am: {{about_me}}. Who should read it: {{audience}}.

Structure: a one-line hook that creates curiosity without clickbait; a short story or concrete example in
3–5 short paragraphs; one lesson stated plainly; a question that invites comments. Keep it under 1,300
characters, use line breaks generously, at most two emojis and three hashtags at the very end.`,

  "SEO blog outline builder": `Build an SEO blog outline for the keyword "{{keyword}}" aimed at {{audience}}.

1. State the search intent (informational, commercial, transactional) and what the searcher needs to leave satisfied.
2. Propose a title under 60 characters and a meta description under 155.
3. Give the H2/H3 structure, with one line per heading on what it covers and the secondary keywords it targets.
4. Add an FAQ section of 4–6 questions people also ask.
5. Suggest three internal links from this site: {{site_topics}}.`,

  "Facebook ad copy variations": `Write ten Facebook ad variations for {{product}}, sold to {{audience}} at {{price}}.

Split them across angles: four emotional, three rational (numbers, savings, time), three social proof.
For each: primary text (max 125 characters), headline (max 40), description (max 30) and a call-to-action
button from Facebook's list. Avoid claims Meta's ad policy rejects (personal attributes, before/after promises).`,

  "Blog post rewriter for clarity": `Rewrite the passage below for clarity while keeping the author's voice and every fact.

{{text}}

Rules: prefer active verbs; one idea per sentence; cut filler ("in order to", "it is important to note");
replace jargon with plain words unless the audience ({{audience}}) expects it; keep paragraphs under five
sentences. After the rewrite, list the three biggest changes you made and why.`,

  "Children's story generator": `Write a bedtime story for a child aged {{age}} named {{child_name}}.
Main character: {{character}}. Setting: {{setting}}. Gentle lesson: {{moral}}.

Keep it to 500–700 words with short sentences a parent can read aloud. Give the story a refrain the child can
repeat, a small problem solved by kindness or curiosity (never violence), and a calm, sleepy ending.`,

  "Screenplay scene writer": `Write one screenplay scene from this logline: {{logline}}
Characters in the scene: {{characters}}. Where it sits in the story: {{act}}.

Use standard screenplay format (scene heading, action lines in present tense, character cues, dialogue).
Let the dialogue carry subtext: nobody says exactly what they want. End on a turn that changes the power
between the characters. 2–3 pages.`,

  "Press release drafter": `Draft an AP-style press release.
Announcement: {{announcement}}. Company: {{company}}. City and date: {{dateline}}.
Facts to include: {{facts}}. Spokesperson: {{spokesperson}}.

Headline in title case under 100 characters, a one-sentence subhead, a lead paragraph answering who, what,
when, where and why, two quotes that sound like a person, supporting detail, the boilerplate, and media contact.`,

  "Python code reviewer": `Review this Python diff as a senior engineer.

{{diff}}

Report, in order of severity: bugs and incorrect behaviour; security issues (injection, unsafe deserialisation,
secrets, path traversal); error handling; performance where it matters; readability and naming. Quote the
line for each finding, explain the problem in one sentence and give the corrected code. Finish with what is good.`,

  "SQL query optimizer": `Optimise this {{database}} query.

{{query}}

Table sizes and indexes: {{schema_notes}}.

Explain what the planner most likely does today, then give a rewritten query and the indexes to add (as
CREATE INDEX statements). Say which change helps most and what to check in EXPLAIN ANALYZE to confirm it.`,

  "Unit test generator": `Write unit tests for this {{language}} code with {{framework}}.

{{code}}

Cover the normal path, each branch, boundary values, invalid input and error handling. One behaviour per test,
named after what it checks. No mocks of the code under test; fake only the outside world. List any behaviour
that looks like a bug instead of writing a test that enshrines it.`,

  "Pull request description writer": `Write a pull request description from this diff and context.

Diff summary: {{diff}}
Why the change: {{motivation}}

Sections: Summary (two sentences), What changed (bullets by area), How to test (steps a reviewer can follow),
Risks and rollback, Screenshots needed (yes/no). Plain words; no marketing tone.`,

  "Regex explainer and builder": `Mode: {{mode}} (explain or build).
Regex or requirement: {{input}}
Flavour: {{flavour}}

If explaining: break the pattern into parts, say what each matches, and show three strings that match and three
that do not. If building: give the pattern, explain it the same way, and list edge cases it deliberately refuses.`,

  "Bash script generator": `Write a Bash script that {{task}}.
Runs on: {{platform}}. Inputs: {{arguments}}.

Start with set -euo pipefail, quote every variable, check required tools with command -v, print usage on
bad arguments, and make it safe to run twice. Comment each block in one line. Add a dry-run flag if it deletes
or moves anything.`,

  "Dockerfile hardening assistant": `Harden this Dockerfile.

{{dockerfile}}

Check: pinned base image by digest, multi-stage build, no secrets in layers, a non-root USER, minimal packages
with cache cleaned, HEALTHCHECK, read-only friendly paths, and .dockerignore needs. Give the hardened Dockerfile
and a table of each change with the risk it removes.`,

  "Spreadsheet formula helper": `I use {{app}} (Excel or Google Sheets). My data: {{layout}}.
What I want: {{goal}}

Give the formula, then explain it part by part, with an example row showing the result. Prefer functions that
exist in my app and version; mention a simpler alternative (pivot table, filter) if one fits better.`,

  "KPI dashboard narrative": `Turn these KPI numbers into a narrative for {{audience}}.

{{metrics}}
Period: {{period}}. Targets: {{targets}}.

Open with the one thing that matters most this period. Then, per KPI: the value, the change against the last
period and the target, and the likely reason, marked as a hypothesis where the data does not prove it. End with
two decisions the reader should consider.`,

  "CSV data cleaner": `Clean this CSV data. Here is a sample of the file:

{{csv_sample}}

Find the problems: inconsistent date formats, mixed units, duplicate rows, stray whitespace, numbers stored as
text, empty or placeholder values, inconsistent category spellings. For each, give the rule to fix it, then a
{{tool}} script that applies every rule and reports how many rows it changed.`,

  "A/B test interpreter": `Interpret this A/B test.
Variant A: {{visitors_a}} visitors, {{conversions_a}} conversions.
Variant B: {{visitors_b}} visitors, {{conversions_b}} conversions.
Test ran for {{duration}}; the metric was {{metric}}.

Give both conversion rates, the relative lift, a 95% confidence interval and whether the result is significant.
Check for underpowered samples and peeking. Recommend ship, keep running, or stop, in one paragraph a
non-statistician can act on.`,

  "Support reply drafter": `Draft a reply to this customer message:

{{ticket}}

Our product: {{product}}. Relevant policy: {{policy}}. Agent name: {{agent}}.

Acknowledge the problem in the customer's own terms, give the answer or next step first, keep it under 150
words, and avoid phrases like "we apologise for any inconvenience". If the policy says no, say what we can do.`,

  "Ticket triage classifier": `Classify this support ticket.

{{ticket}}

Categories: {{categories}}.

Answer as JSON with: category, priority (urgent, high, normal, low) with the reason, sentiment (negative,
neutral, positive), language, whether a human must answer, and a one-line summary for the queue.`,

  "Refund request responder": `Answer a refund request.
Customer message: {{message}}
Order: {{order_details}}. Our refund policy: {{policy}}.

Decide whether the request is within the policy and say so clearly. If yes, confirm the amount and when it
arrives. If no, explain why in one sentence and offer the best alternative (credit, exchange, help to use the
product). Warm, short, no legal tone.`,

  "Angry customer de-escalator": `A customer is angry. Their message:

{{message}}

What happened on our side: {{facts}}.

Write a reply that names their frustration without repeating insults, takes responsibility for what was ours,
explains the fix and a concrete timeline, and gives them one direct way to reach a person. Then give the agent
three things not to say in the follow-up call.`,

  "Lesson plan creator": `Create a lesson plan on {{topic}} for {{grade}} students, lasting {{duration}}.

Include learning objectives (measurable), materials, a hook (5 minutes), direct instruction, guided practice,
independent practice, a check for understanding, and homework. Add one adaptation for students who struggle and
one extension for those who finish early.`,

  "Quiz generator": `Write a quiz on {{topic}} for {{level}} learners from this material:

{{material}}

{{count}} questions mixing multiple choice (four options, one correct, plausible distractors), true/false and
short answer. Give the answer key separately, with one line on why each answer is right.`,

  "Socratic tutor": `Act as a Socratic tutor for a student learning {{subject}}. Their question: {{question}}

Never give the answer outright. Ask one question at a time that moves them a step closer, build on what they
say, and when they are stuck offer a smaller question or a hint. When they reach the answer, ask them to explain
it back in their own words.`,

  "Flashcard maker": `Make flashcards from these notes on {{subject}}:

{{notes}}

One fact per card; the front a question, not a keyword; the back at most 20 words. Cover definitions, causes,
examples and common confusions. Output as a two-column table (Front | Back) ready to import into Anki.`,

  "Language learning conversation partner": `Be my conversation partner in {{language}}. My level: {{level}}. Topic: {{topic}}.

Speak only {{language}}, at my level, in short turns, and ask me a question each time. When I make a mistake,
reply naturally first, then add a line starting with "Correction:" with the corrected sentence and a brief why.
Every five turns, list new words I used or should learn.`,

  "Objection handling coach": `I sell {{product}} to {{buyer}}. The objection I hear: "{{objection}}"

Give three ways to answer it: acknowledge and ask a question, reframe with value, and a customer story. Keep
each under 60 words in spoken language. Then tell me what the objection usually means underneath and what to
ask to find out.`,

  "Follow-up email after demo": `Write the follow-up email after a product demo.
Prospect: {{prospect}}. What they cared about: {{priorities}}. Questions left open: {{open_questions}}.
Agreed next step: {{next_step}}.

Subject line that names their goal; a recap in three bullets tied to their priorities; answers or owners for
each open question; the next step with a date; one sentence, no pressure.`,

  "Meeting notes summarizer": `Summarise this meeting transcript:

{{transcript}}

Give, in this order: Decisions (each with who decided); Action items (owner, task, due date if said); Open
questions; Risks mentioned. Leave out small talk. If an action item has no owner, mark it "owner needed".`,

  "Weekly planning assistant": `Help me with my weekly planning.
Goals this week: {{goals}}
Fixed commitments: {{calendar}}
Energy pattern: {{energy}}

Pick the three outcomes that matter most, break each into tasks under 90 minutes, and place them into deep-work
blocks around my commitments. Leave 20% slack. Flag anything that does not fit and suggest what to drop.`,

  "Email inbox zero triage": `Triage these emails (sender, subject, first lines):

{{emails}}

My role: {{role}}.

Sort each into: reply now (under 2 minutes, draft the reply), schedule (what and when), delegate (to whom),
archive, or unsubscribe. Output a table, urgent items first.`,

  "Decision memo writer": `Write a decision memo.
Decision to make: {{decision}}
Options considered: {{options}}
Constraints: {{constraints}}. Decider: {{decider}}.

One page: the question, a recommendation in the first paragraph, each option with costs, benefits and risks,
what would change our mind, and the date we decide by.`,

  "Standup update generator": `Turn my notes into a standup update: {{notes}}

Three short sections: Yesterday (done, with outcomes not activity), Today (at most three items), Blockers (with
who can unblock). Under 80 words, no filler.`,

  "Midjourney prompt crafter": `Write Midjourney prompts for: {{idea}}. Style wanted: {{style}}. Use: {{use}}.

Give four prompts. Each names the subject, composition (shot type, angle), lighting, colour palette, medium or
camera, and mood, then the parameters (--ar for {{use}}, --style, --v). Add one negative (--no) where it helps.
Explain in one line how the four differ.`,

  "UX copy reviewer": `Review the UX copy of this screen: {{screen}}

Copy: {{copy}}

Check clarity, length, consistency of terms, button labels (verbs that say what happens), error messages (what
went wrong and how to fix it), tone for {{audience}}, and accessibility (link text, jargon). Give a table of
current text, suggested text and reason.`,

  "Logo brief generator": `Write a logo design brief for {{company}}, which {{what_it_does}}.
Audience: {{audience}}. Personality: {{personality}}. Competitors: {{competitors}}.

Include: background, the feeling the mark should give, where it will appear, constraints (colours, must work
in one colour and at 16 px), styles to avoid, deliverables, and three reference directions in words.`,

  "Color palette suggester": `Suggest colour palettes for {{project}}. Mood: {{mood}}. Must include: {{fixed_colours}}.

Give three palettes of five colours with hex codes and a role for each (background, surface, text, primary,
accent). Check text-on-background contrast against WCAG AA and say which pairs pass. Name a dark-mode variant of
the one you recommend.`,

  "Research paper summarizer": `Summarise this research paper for {{audience}}:

{{paper}}

Give: the question, the method (sample, design), the main findings with numbers, the limitations the authors
state and any they do not, and what it means in practice. Quote figures exactly; do not add claims the paper does
not make. End with three questions to ask before relying on it.`,

  "Interview question designer": `Design interview questions for research on {{topic}} with {{participants}}.
What we want to learn: {{goals}}.

Write 12 open questions in a natural order (warm-up, past behaviour, pains, workarounds, wrap-up). No leading or
yes/no questions; ask about what people did, not what they would do. Add follow-up probes for the four most
important ones.`,

  "Market sizing estimator": `Estimate the market size for {{product}} in {{region}}.

Do it top-down (total population to addressable segment) and bottom-up (customers × price × frequency), stating
every assumption with its source or reasoning. Give TAM, SAM and SOM as ranges, say which assumption moves the
result most, and how to test it cheaply.`,

  "Podcast show notes": `Write show notes for this podcast episode.
Title: {{title}}. Guest: {{guest}}.
Transcript or outline: {{transcript}}

Include a two-sentence summary, 5–8 timestamped chapter markers, key takeaways, resources and links mentioned,
and a short guest bio. Write for people skimming on a phone.`,

  "Code commit message writer": `Write a commit message for this change:

{{diff}}

Follow Conventional Commits: type(scope): subject in the imperative, under 72 characters. Then a body that says
why the change was needed and what it changes in behaviour, wrapped at 72 columns. Mention breaking changes
in a BREAKING CHANGE footer.`,

  "Job description writer": `Write a job description for a {{role}} at {{company}}.
Team and mission: {{team}}. Location and pay: {{location_pay}}. Must-haves: {{must_haves}}.

Sections: about the role (what they will own in year one), responsibilities, requirements (must-have versus
nice-to-have, at most five must-haves), how we work, pay and benefits, how to apply. Inclusive language; no
"rockstar" or "ninja".`,

  "Terms of service simplifier": `Explain these terms of service in plain words:

{{terms}}

List what I agree to, what they can do with my data, how I can cancel and get money back, what they are not
responsible for, and anything unusual compared with typical terms. Flag clauses worth a lawyer's look. This is
a summary, not legal advice; say so once at the end.`,

  "Data pipeline design reviewer": `Review this data pipeline design:

{{design}}

Volumes and SLAs: {{requirements}}.

Assess reliability (retries, idempotency, backfills, late data), cost, data quality (validation, schema
changes, monitoring), security and ownership. Rank the top five risks with the fix for each and a rough effort.`,
};

type SeedStep = { id: string; prompt: string; dependsOn?: string[] };
/** A workflow product's definition: the inputs the buyer gives and the steps that run on them. */
export type SeedWorkflow = { inputs: { name: string; description: string }[]; steps: SeedStep[] };

export const SEED_WORKFLOWS: Record<string, SeedWorkflow> = {
  "Product launch campaign": {
    inputs: [
      { name: "product", description: "What you are launching, in a few sentences" },
      { name: "audience", description: "Who it is for" },
    ],
    steps: [
      {
        id: "positioning",
        prompt: "Write a positioning statement and three key messages for this launch: {{input.product}}, for {{input.audience}}.",
      },
      {
        id: "landing",
        prompt: "Write landing-page copy (hero, three benefit blocks, FAQ) from this positioning:\n{{steps.positioning.output}}",
        dependsOn: ["positioning"],
      },
      {
        id: "emails",
        prompt: "Write three launch emails (teaser, launch day, last call) that match this page:\n{{steps.landing.output}}",
        dependsOn: ["landing"],
      },
      {
        id: "social",
        prompt: "Write five launch posts for X and LinkedIn from these messages:\n{{steps.positioning.output}}",
        dependsOn: ["positioning"],
      },
    ],
  },
  "Brand voice guide creator": {
    inputs: [{ name: "samples", description: "A few pieces of copy you like from your brand" }],
    steps: [
      { id: "analysis", prompt: "Analyse the voice of these samples: word choice, sentence length, formality, humour:\n{{input.samples}}" },
      {
        id: "guide",
        prompt:
          "Write a brand voice guide with principles, do/don't examples and a tone matrix by situation from:\n{{steps.analysis.output}}",
        dependsOn: ["analysis"],
      },
    ],
  },
  "Newsletter issue pipeline": {
    inputs: [
      { name: "topic", description: "This issue's theme" },
      { name: "links", description: "The links to feature, one per line" },
    ],
    steps: [
      {
        id: "outline",
        prompt: "Outline a newsletter issue on {{input.topic}} featuring these links with one angle each:\n{{input.links}}",
      },
      {
        id: "draft",
        prompt:
          "Write the issue from this outline: subject line, intro, one section per link, a closing question.\n{{steps.outline.output}}",
        dependsOn: ["outline"],
      },
      {
        id: "polish",
        prompt:
          "Edit this newsletter for rhythm and clarity, cut 15% of the words, and suggest two alternative subject lines:\n{{steps.draft.output}}",
        dependsOn: ["draft"],
      },
    ],
  },
  "Long-form article drafter": {
    inputs: [{ name: "subject", description: "The article's subject and angle" }],
    steps: [
      {
        id: "questions",
        prompt: "List the ten research questions a 2,000-word article on {{input.subject}} must answer, with the kind of source for each.",
      },
      {
        id: "outline",
        prompt: "Turn these questions into an article outline with a thesis, sections and transitions:\n{{steps.questions.output}}",
        dependsOn: ["questions"],
      },
      {
        id: "article",
        prompt:
          "Write a 2,000-word first draft of the article following this outline, marking every claim to verify with [check]:\n{{steps.outline.output}}",
        dependsOn: ["outline"],
      },
    ],
  },
  "API documentation workflow": {
    inputs: [{ name: "endpoints", description: "Your routes or an OpenAPI excerpt" }],
    steps: [
      {
        id: "reference",
        prompt: "Write reference documentation for each endpoint (purpose, parameters, responses, errors) from:\n{{input.endpoints}}",
      },
      {
        id: "examples",
        prompt: "Write a curl and a JavaScript example for each endpoint documented here:\n{{steps.reference.output}}",
        dependsOn: ["reference"],
      },
      {
        id: "quickstart",
        prompt: "Write a quickstart (authenticate, first call, handle an error) using these docs:\n{{steps.reference.output}}",
        dependsOn: ["reference"],
      },
    ],
  },
  "Legacy code modernizer": {
    inputs: [
      { name: "code", description: "The legacy code" },
      { name: "target", description: "The language version or framework to move to" },
    ],
    steps: [
      {
        id: "inventory",
        prompt: "List what this code does, its hidden behaviours and risky spots before a rewrite to {{input.target}}:\n{{input.code}}",
      },
      {
        id: "modernized",
        prompt:
          "Rewrite the code for {{input.target}}, preserving every behaviour listed here:\n{{steps.inventory.output}}\n\nCode:\n{{input.code}}",
        dependsOn: ["inventory"],
      },
      {
        id: "tests",
        prompt: "Write characterization tests that pass on both the old code and this rewrite:\n{{steps.modernized.output}}",
        dependsOn: ["modernized"],
      },
    ],
  },
  "Survey results analyzer": {
    inputs: [{ name: "responses", description: "The survey's answers, pasted as text or CSV" }],
    steps: [
      { id: "themes", prompt: "Code these survey responses into themes with counts and representative quotes:\n{{input.responses}}" },
      {
        id: "report",
        prompt: "Write a one-page survey report: key findings, what surprised us, and three recommendations from:\n{{steps.themes.output}}",
        dependsOn: ["themes"],
      },
    ],
  },
  "Customer churn investigation": {
    inputs: [
      { name: "data", description: "Churned-customer notes, exit survey answers or usage summaries" },
      { name: "business", description: "What you sell and to whom" },
    ],
    steps: [
      { id: "patterns", prompt: "Find churn patterns (segments, timing, triggers) in this data for {{input.business}}:\n{{input.data}}" },
      {
        id: "hypotheses",
        prompt: "Turn these patterns into ranked churn hypotheses, each with the metric that would confirm it:\n{{steps.patterns.output}}",
        dependsOn: ["patterns"],
      },
      {
        id: "plan",
        prompt: "Propose retention experiments for the top three hypotheses, with effort and expected impact:\n{{steps.hypotheses.output}}",
        dependsOn: ["hypotheses"],
      },
    ],
  },
  "FAQ builder from tickets": {
    inputs: [{ name: "tickets", description: "Resolved support tickets, one per paragraph" }],
    steps: [
      { id: "clusters", prompt: "Group these support tickets by the question behind them and count each group:\n{{input.tickets}}" },
      {
        id: "faq",
        prompt:
          "Write an FAQ entry (question as customers ask it, short answer, link placeholder) for each group here:\n{{steps.clusters.output}}",
        dependsOn: ["clusters"],
      },
    ],
  },
  "Course curriculum designer": {
    inputs: [
      { name: "subject", description: "What the course teaches" },
      { name: "learners", description: "Who takes it and what they know already" },
    ],
    steps: [
      { id: "outcomes", prompt: "Write measurable learning outcomes for a course on {{input.subject}} for {{input.learners}}." },
      {
        id: "modules",
        prompt: "Design modules and lessons that reach these outcomes, in order, with time per lesson:\n{{steps.outcomes.output}}",
        dependsOn: ["outcomes"],
      },
      {
        id: "assessments",
        prompt: "Design an assessment for each module of this curriculum, mapped to the outcomes:\n{{steps.modules.output}}",
        dependsOn: ["modules"],
      },
    ],
  },
  "Sales call prep brief": {
    inputs: [
      { name: "account", description: "The company and the people on the call" },
      { name: "goal", description: "What you want from the call" },
    ],
    steps: [
      { id: "research", prompt: "Summarise what matters about {{input.account}} for a sales call: priorities, recent news, likely pains." },
      {
        id: "brief",
        prompt:
          'Write a one-page call brief for the goal "{{input.goal}}": agenda, discovery questions, likely objections and answers, from:\n{{steps.research.output}}',
        dependsOn: ["research"],
      },
    ],
  },
  "Proposal writer": {
    inputs: [
      { name: "client", description: "The client and their problem" },
      { name: "scope", description: "What you will deliver, timeline and price" },
    ],
    steps: [
      { id: "understanding", prompt: "Restate the client's situation and goals in their terms: {{input.client}}" },
      {
        id: "proposal",
        prompt:
          "Write a proposal (situation, approach, deliverables, timeline, investment, next steps) for this scope: {{input.scope}}\nBuilt on:\n{{steps.understanding.output}}",
        dependsOn: ["understanding"],
      },
    ],
  },
  "Project kickoff pack": {
    inputs: [{ name: "project", description: "The project's goal, team and deadline" }],
    steps: [
      { id: "charter", prompt: "Write a project charter (goal, scope, out of scope, success measures, roles) for: {{input.project}}" },
      { id: "plan", prompt: "Break this charter into milestones and a RACI table:\n{{steps.charter.output}}", dependsOn: ["charter"] },
      {
        id: "agenda",
        prompt: "Write the kickoff meeting agenda and the announcement email for this plan:\n{{steps.plan.output}}",
        dependsOn: ["plan"],
      },
    ],
  },
  "Landing page wireframe planner": {
    inputs: [
      { name: "offer", description: "What the page sells" },
      { name: "visitor", description: "Who arrives and from where" },
    ],
    steps: [
      {
        id: "sections",
        prompt: "Plan the sections of a landing page for {{input.offer}} aimed at {{input.visitor}}, with each section's job.",
      },
      {
        id: "wireframe",
        prompt:
          "Describe a wireframe for each section (layout, headline, elements, call to action), desktop and phone:\n{{steps.sections.output}}",
        dependsOn: ["sections"],
      },
    ],
  },
  "Literature review assistant": {
    inputs: [
      { name: "question", description: "Your research question" },
      { name: "abstracts", description: "Abstracts of the papers you have, with their references" },
    ],
    steps: [
      {
        id: "extract",
        prompt: "For each abstract, extract method, sample, findings and limitations relevant to: {{input.question}}\n{{input.abstracts}}",
      },
      {
        id: "synthesis",
        prompt:
          "Synthesise a literature review by theme, noting agreements, contradictions and gaps, citing each paper:\n{{steps.extract.output}}",
        dependsOn: ["extract"],
      },
    ],
  },
  "Competitive analysis workflow": {
    inputs: [
      { name: "company", description: "Your product" },
      { name: "competitors", description: "The competitors to compare, one per line" },
    ],
    steps: [
      { id: "profiles", prompt: "Profile each competitor (positioning, pricing, strengths, weaknesses, audience):\n{{input.competitors}}" },
      {
        id: "matrix",
        prompt: "Build a feature and positioning matrix comparing {{input.company}} with these profiles:\n{{steps.profiles.output}}",
        dependsOn: ["profiles"],
      },
      {
        id: "strategy",
        prompt: "Recommend where {{input.company}} should compete and where not, from this matrix:\n{{steps.matrix.output}}",
        dependsOn: ["matrix"],
      },
    ],
  },
  "Grant proposal drafter": {
    inputs: [
      { name: "project", description: "The project and the need it addresses" },
      { name: "funder", description: "The funder and its priorities" },
    ],
    steps: [
      {
        id: "fit",
        prompt: "Map this project to the funder's priorities and name the strongest arguments: {{input.project}} / {{input.funder}}",
      },
      {
        id: "narrative",
        prompt: "Write the grant narrative (need, objectives, methods, evaluation, sustainability) from:\n{{steps.fit.output}}",
        dependsOn: ["fit"],
      },
      {
        id: "budget",
        prompt: "Draft a budget justification consistent with this narrative:\n{{steps.narrative.output}}",
        dependsOn: ["narrative"],
      },
    ],
  },
  "YouTube script writer": {
    inputs: [
      { name: "video", description: "The video's topic and target length" },
      { name: "channel", description: "Your channel and its audience" },
    ],
    steps: [
      {
        id: "hooks",
        prompt: "Write five opening hooks (first 15 seconds) and three titles for a video on {{input.video}} for {{input.channel}}.",
      },
      {
        id: "script",
        prompt: "Write the full script with B-roll notes and chapter markers, opening with the best hook here:\n{{steps.hooks.output}}",
        dependsOn: ["hooks"],
      },
    ],
  },
  "Customer persona builder": {
    inputs: [{ name: "research", description: "Interview notes, reviews or survey answers about your customers" }],
    steps: [
      { id: "segments", prompt: "Find the distinct customer segments in this research, with evidence for each:\n{{input.research}}" },
      {
        id: "personas",
        prompt:
          "Write a persona per segment: goals, frustrations, buying triggers, objections, a day in their life:\n{{steps.segments.output}}",
        dependsOn: ["segments"],
      },
    ],
  },
};
