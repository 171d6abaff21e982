#ifndef EXPORT_H
#define EXPORT_H
#include <stdio.h>
struct export_stats;
int export_line(FILE *f, const char *name, double v);
void export_stats_print(const struct export_stats *st);
#endif
