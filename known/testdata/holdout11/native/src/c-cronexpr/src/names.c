#include <strings.h>
#include "cronexpr.h"
static const char *months[] = {"jan","feb","mar","apr","may","jun","jul","aug","sep","oct","nov","dec"};
static const char *days[] = {"sun","mon","tue","wed","thu","fri","sat"};
int cron_month_number(const char *name) { for (int i = 0; i < 12; i++) if (!strcasecmp(name, months[i])) return i + 1; return -1; }
int cron_dow_number(const char *name) { for (int i = 0; i < 7; i++) if (!strcasecmp(name, days[i])) return i; return -1; }
