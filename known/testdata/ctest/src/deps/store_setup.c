#include <stdio.h>

int main(int argc, char **argv)
{
    FILE *f = argc > 1 ? fopen(argv[1], "r") : NULL;
    if (!f) {
        fprintf(stderr, "store_setup: cannot open schema %s\n", argc > 1 ? argv[1] : "(none)");
        return 1;
    }
    fclose(f);
    return 0;
}
