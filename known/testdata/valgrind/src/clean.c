/* Joins words into one line, freeing what it allocates: memcheck finds nothing. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void)
{
    const char *words[] = {"alpha", "beta", "gamma"};
    size_t n = 1;
    for (int i = 0; i < 3; i++)
        n += strlen(words[i]) + 1;
    char *line = calloc(n, 1);
    for (int i = 0; i < 3; i++) {
        strcat(line, words[i]);
        strcat(line, i < 2 ? " " : "");
    }
    printf("joined: %s\n", line);
    free(line);
    return 0;
}
