#include <stdio.h>
#include <string.h>

int main(int argc, char **argv)
{
    if (argc > 1 && strcmp(argv[1], "--version") == 0) {
        puts("csvq 2.1");
        return 0;
    }
    if (argc > 2 && strchr(argv[2], '"'))
        fprintf(stderr, "tool: error: quoted fields are not supported\n");
    puts("ok");
    return 0;
}
