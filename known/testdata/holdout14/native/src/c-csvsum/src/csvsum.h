#ifndef CSVSUM_H
#define CSVSUM_H
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
int csv_split(char *line, char **fields, int max);
int csv_sum_column(FILE *in, int col, double *sum, long *rows);
uint32_t crc32_buf(uint32_t crc, const void *buf, size_t len);
#endif
