#include <stdio.h>
#include <stdlib.h>

static long total(const int *v, int n) {
    long sum;
    for (int i = 0; i < n; i++) sum += v[i];
    return sum;
}

static int *histogram(const int *v, int n) {
    int *h = calloc(10, sizeof *h);
    for (int i = 0; i < n; i++) h[v[i] / 3]++;
    return h;
}

int main(void) {
    int *v = malloc(10 * sizeof *v);
    for (int i = 0; i < 10; i++) v[i] = i * 3;
    if (total(v, 10) > 100)
        puts("total: high");
    else
        puts("total: ok");
    int *h = histogram(v, 10);
    h[10] = 0;
    printf("bucket0=%d\n", h[0]);
    free(h);
    free(v);
    return 0;
}
