module.exports = {
  "cta.trial": "Start your free trial",
  "nav.pricing": "Pricing",
  "nav.signin": "Sign in",
  "cta.demo": "Book a demo",
  "hero.trust": "Trusted by 4,000 teams",
  "plans.title": "Plans for every size",
  "plans.monthly": "Monthly",
  "plans.yearly": "Yearly (save 20%)",
  "cta.sales": "Contact sales",
  "cases.read": "Read the case study"
};
