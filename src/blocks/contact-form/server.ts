/**
 * The contact form's Node-side hooks (src/core/blocks/block-server.ts): the form as the collector
 * receives it (scripts/forms): how a post without JavaScript becomes what the form sends with
 * it, its fields' own messages, how the chosen services are stored; the words of the thank-you
 * page the build prerenders for it; and the check that it offers no option the collector refuses.
 */
import { defineServer } from "../../core/blocks/block-server.ts";
import { MESSAGES, SERVICE_OPTIONS } from "../../forms/rules.ts";
import { joinServices, splitServices } from "./payload.ts";

/** The option that asks for a portfolio link (docs/site-spec.md §3). */
const PORTFOLIO_OPTION = "Internship / Job";

const blank = (value: unknown) => value === undefined || value === "";

/** What to say of the services the schema refused, by ajv's keyword. */
const SERVICES_MESSAGES: Record<string, string> = {
  required: "Please select at least one service",
  minItems: "Please select at least one service",
  enum: "Please choose services from the list on the form.",
  uniqueItems: "Each service can be chosen once.",
};

export default defineServer<"contact-form">({
  checks: [
    {
      code: "uncollected-service",
      title: "A service option the form collector refuses",
      hint: `Offer only the options schema/forms/contact.schema.json lists: ${SERVICE_OPTIONS.join(", ")}.`,
      check: (block) =>
        block.services.options.flatMap((option, i) =>
          SERVICE_OPTIONS.includes(option)
            ? []
            : [
                {
                  pointer: `/services/options/${i}`,
                  message: `The option "${option}" is not one the form collector takes: a visitor who chooses it cannot send the form.`,
                },
              ],
        ),
    },
  ],
  form: {
    name: "contact",
    // "Thank you! Your message is with us.": the picture's description says it.
    thanks: (block) => block.success.image.alt,
    prepare(fields) {
      // Joined by ", " (JSON), or one field per checkbox (a post without JavaScript).
      const services = fields.services;
      if (typeof services === "string") fields.services = splitServices(services);
      else if (Array.isArray(services))
        fields.services = services.flatMap((s) => (typeof s === "string" ? splitServices(s) : [s]));
      const chosen = Array.isArray(fields.services) ? fields.services : [];
      // The portfolio link is only sent with its option; an empty one is no answer.
      if (blank(fields.portfolio) || !chosen.includes(PORTFOLIO_OPTION)) delete fields.portfolio;
    },
    message(field, keyword) {
      if (field === "services") return SERVICES_MESSAGES[keyword];
      if (field === "portfolio" && keyword === "pattern") return MESSAGES.link;
      return undefined;
    },
    joinList: joinServices,
  },
});
