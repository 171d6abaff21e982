#ifndef CONFIG_H
#define CONFIG_H
struct config {
	char host[64];
	unsigned short port;
	int verbose;
};
int parse_port(const char *s, unsigned short *out);
int config_load(struct config *c, const char *path);
#endif
