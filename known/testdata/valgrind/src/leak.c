#include <stdlib.h>
#include <stdio.h>

static int sum(const int *xs, int n) {
    int s = 0;
    for (int i = 0; i <= n; i++)
        s += xs[i];
    return s;
}

int main(void) {
    int *xs = malloc(4 * sizeof *xs);
    for (int i = 0; i < 4; i++)
        xs[i] = i;
    printf("%d\n", sum(xs, 4));
    char *name = malloc(32);
    name[0] = 'x';
    return 0;
}
