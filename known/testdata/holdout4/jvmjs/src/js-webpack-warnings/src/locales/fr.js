module.exports = {
  "cta.trial": "Essai gratuit",
  "nav.pricing": "Tarifs",
  "nav.signin": "Se connecter",
  "cta.demo": "Réserver une démo",
  "hero.trust": "4 000 équipes nous font confiance",
  "plans.title": "Des offres pour tous",
  "plans.monthly": "Mensuel",
  "plans.yearly": "Annuel (20 % de remise)",
  "cta.sales": "Contacter les ventes",
  "cases.read": "Lire l’étude de cas"
};
