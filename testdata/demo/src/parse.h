struct record { const char *key; int value; };
struct record parse_record(const char *text);
