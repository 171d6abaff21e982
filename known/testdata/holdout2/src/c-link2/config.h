#ifndef CONFIG_H
#define CONFIG_H
int config_load(const char *path);
const char *config_get(const char *key);
void metrics_flush(void);
#endif
