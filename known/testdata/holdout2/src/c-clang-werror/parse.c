#include <stdio.h>
#include <string.h>

int parse_port(const char *s) {
    int port = 0, unused_flag;
    for (; *s; s++) {
        if (*s < '0' || *s > '9') return -1;
        port = port * 10 + (*s - '0');
    }
    return port;
}

int parse_host(const char *s, char *out, size_t n) {
    if (strlen(s) >= n) return -1;
    strcpy(out, s);
    return 0;
}

int main(int argc, char **argv) {
    char host[32];
    unsigned len = 5;
    if (argc > 1 && parse_host(argv[1], host, sizeof host) < 0) return 1;
    for (int i = 0; i < len - 10; i++) printf("%d\n", i);
    printf("%s\n", parse_port("8080"));
    return 0;
}
