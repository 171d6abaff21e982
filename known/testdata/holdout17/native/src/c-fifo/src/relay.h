#pragma once
#include <stddef.h>
#define RELAY_FIFO "run/events.fifo"
int relay_parse(const char *line, char *topic, size_t cap, long *value);
