#ifndef INI_H
#define INI_H
struct ini_entry { char section[32]; char key[32]; char *value; struct ini_entry *next; };
struct ini { struct ini_entry *head; int errors; };
int ini_parse_string(struct ini *ini, const char *text);
struct ini_entry *ini_find(const struct ini *ini, const char *section, const char *key);
const char *ini_get(const struct ini *ini, const char *section, const char *key, const char *def);
void ini_free(struct ini *ini);
const char *ini_intern(const char *s);
#endif
