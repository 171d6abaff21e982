#ifndef APP_H
#define APP_H
#include <stddef.h>
struct token {
	int kind;
	const char *text;
};
int lex(const char *src, struct token *out, size_t max);
int net_connect(const char *host, int port);
int util_clamp(int v, int lo, int hi);
int config_load(const char *path);
#endif
