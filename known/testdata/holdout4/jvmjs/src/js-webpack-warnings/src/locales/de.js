module.exports = {
  "cta.trial": "Kostenlos testen",
  "nav.pricing": "Preise",
  "nav.signin": "Anmelden",
  "cta.demo": "Demo buchen",
  "hero.trust": "4.000 Teams vertrauen uns",
  "plans.title": "Tarife für jede Größe",
  "plans.monthly": "Monatlich",
  "plans.yearly": "Jährlich (20 % sparen)",
  "cta.sales": "Vertrieb kontaktieren",
  "cases.read": "Fallstudie lesen"
};
