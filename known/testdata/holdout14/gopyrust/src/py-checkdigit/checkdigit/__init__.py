"""Check-digit validation: IBAN (ISO 13616), Luhn (ISO/IEC 7812), ISBN-13."""
