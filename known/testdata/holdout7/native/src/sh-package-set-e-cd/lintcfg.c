#include <stdio.h>
#include <string.h>

int main(int argc, char **argv)
{
    int bad = 0;
    for (int i = 1; i < argc; i++) {
        FILE *f = fopen(argv[i], "r");
        if (!f) { perror(argv[i]); bad = 1; continue; }
        char line[512], seen[64][64];
        int n = 0, lineno = 0;
        while (fgets(line, sizeof line, f)) {
            lineno++;
            char *eq = strchr(line, '=');
            if (!eq || line[0] == '#' || line[0] == '[') continue;
            *eq = '\0';
            for (int j = 0; j < n; j++)
                if (strcmp(seen[j], line) == 0) { printf("%s:%d: duplicate key %s\n", argv[i], lineno, line); bad = 1; }
            if (n < 64) snprintf(seen[n++], sizeof seen[0], "%s", line);
        }
        fclose(f);
    }
    return bad;
}
