"""Two-way sync of contact lists between a CRM export and an address book."""
