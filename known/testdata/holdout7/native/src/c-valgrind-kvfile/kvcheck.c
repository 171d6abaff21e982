#include <stdio.h>
#include "kvfile.h"

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: kvcheck FILE\n");
        return 2;
    }
    struct kvfile *f = kv_load(argv[1]);
    if (!f) {
        perror(argv[1]);
        return 1;
    }
    const char *want[] = { "listen", "workers", "log_level", "data_dir" };
    for (size_t i = 0; i < sizeof want / sizeof *want; i++) {
        const char *v = kv_get(f, want[i]);
        printf("%-10s = %s\n", want[i], v ? v : "(unset)");
    }
    printf("%zu keys, %d error(s)\n", f->n, f->errors);
    kv_free(f);
    return 0;
}
