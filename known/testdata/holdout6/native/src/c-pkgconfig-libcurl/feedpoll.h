#ifndef FEEDPOLL_H
#define FEEDPOLL_H
#include <stddef.h>
struct body { char *data; size_t len; };
int fetch_url(const char *url, struct body *out, long *status);
int with_retry(const char *url, struct body *out, int attempts);
#endif
