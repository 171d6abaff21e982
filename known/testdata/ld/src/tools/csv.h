/* Splits CSV lines; csv_next_field was declared before it was written. */
#ifndef CSV_H
#define CSV_H
#include <stddef.h>

size_t csv_count_fields(const char *line);
const char *csv_next_field(const char *line, char *out, size_t cap);

#endif
