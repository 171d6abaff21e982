#ifndef PROXY_H
#define PROXY_H
#include <stddef.h>

struct config {
	char listen_host[64];
	int listen_port;
	int workers;
	int verbose;
};

int config_load(struct config *c, const char *path);
int server_run(const struct config *c);
void log_msg(int level, const char *fmt, ...);
#endif
