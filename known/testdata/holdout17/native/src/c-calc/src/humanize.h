#pragma once
#include <stddef.h>
void fmt_bytes(unsigned long long n, char *buf, size_t cap);
void fmt_duration(unsigned long secs, char *buf, size_t cap);
void fmt_ratio(double r, char *buf, size_t cap);
int parse_bytes(const char *s, unsigned long long *out);
