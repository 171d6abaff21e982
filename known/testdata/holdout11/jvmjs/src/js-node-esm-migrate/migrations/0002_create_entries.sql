CREATE TABLE entries (id INTEGER PRIMARY KEY, account_id INTEGER REFERENCES accounts(id), cents INTEGER);
