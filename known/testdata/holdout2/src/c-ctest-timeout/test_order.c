#include <stdio.h>
int main(void) {
    int got[3] = {1, 3, 2};
    for (int i = 0; i < 3; i++)
        if (got[i] != i + 1) { fprintf(stderr, "test_order.c:5: expected %d at index %d, got %d\n", i + 1, i, got[i]); return 1; }
    return 0;
}
