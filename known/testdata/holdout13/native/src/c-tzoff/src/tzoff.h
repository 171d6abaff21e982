#ifndef TZOFF_H
#define TZOFF_H
/* "+05:30" -> 330 minutes; returns -1 on error */
int tz_parse_offset(const char *s, int *minutes);
int tz_format_offset(int minutes, char *buf, unsigned len);
/* "CET" -> 60; aborts on a name it does not know */
int tz_abbrev_minutes(const char *abbrev);
const char *tz_name_of(int minutes);
#endif
