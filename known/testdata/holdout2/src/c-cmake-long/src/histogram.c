#include <stddef.h>
void img_histogram(unsigned char *px, size_t n) {
    for (size_t i = 0; i < n; i++) px[i] = (unsigned char)(px[i] ^ 0x99);
}
