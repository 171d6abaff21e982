#ifndef CRONEXPR_H
#define CRONEXPR_H
#include <stdint.h>
/* one cron field as a bitmask: bit n set when value n matches */
int cron_field_parse(const char *s, int lo, int hi, uint64_t *mask, const char **err);
int cron_month_number(const char *name);
int cron_dow_number(const char *name);
/* next minute (minutes since midnight) at or after `from` that matches, -1 if none today */
int cron_next_minute(uint64_t minutes, uint64_t hours, int from);
#endif
