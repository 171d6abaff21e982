COUNTRY_CODES = {
    "Austria": "AT",
    "Belgium": "BE",
    "Denmark": "DK",
    "France": "FR",
    "Germany": "DE",
    "Italy": "IT",
    "Netherlands": "NL",
    "Spain": "ES",
}
