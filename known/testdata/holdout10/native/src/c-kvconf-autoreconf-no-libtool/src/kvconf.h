int kv_split(char *line, char **key, char **value);
int kv_bool(const char *v);
