#ifndef STATS_H
#define STATS_H
#define STAT_ABS 1
#define STAT_SORTED 2
#endif
