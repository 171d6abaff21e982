#include <stdio.h>

int main(void) {
    int unused;
    unsigned u = 3;
    int i = -1;
    if (i < u)
        printf("%d\n", 1);
    return 0;
}
