module.exports = {
  "cta.trial": "Gratis proberen",
  "nav.pricing": "Prijzen",
  "nav.signin": "Inloggen",
  "cta.demo": "Demo boeken",
  "hero.trust": "4.000 teams vertrouwen ons",
  "plans.title": "Abonnementen voor elke omvang",
  "plans.monthly": "Maandelijks",
  "plans.yearly": "Jaarlijks (20% korting)",
  "cta.sales": "Sales contacteren",
  "cases.read": "Lees de case study"
};
