#pragma once
#include <stddef.h>
size_t rle_encode(const char *in, char *out, size_t cap);
size_t rle_decode(const char *in, char *out, size_t cap);
