#ifndef SENSORHUB_H
#define SENSORHUB_H
#include <stddef.h>
struct reading { char sensor[32]; double value; long long at_ms; };
size_t strlcpy(char *dst, const char *src, size_t size);
size_t strlcat(char *dst, const char *src, size_t size);
int reading_parse(const char *line, struct reading *r);
#endif
