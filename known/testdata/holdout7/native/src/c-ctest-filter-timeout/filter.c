#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include "filter.h"

static int write_all(int fd, const char *p, size_t n)
{
    while (n > 0) {
        ssize_t w = write(fd, p, n);
        if (w < 0) {
            if (errno == EINTR)
                continue;
            return -1;
        }
        p += w;
        n -= (size_t)w;
    }
    return 0;
}

int run_filter(char *const argv[], const char *input, size_t len, char *out, size_t cap)
{
    int in[2], outp[2];
    if (pipe(in) < 0 || pipe(outp) < 0)
        return -1;
    pid_t pid = fork();
    if (pid < 0)
        return -1;
    if (pid == 0) {
        dup2(in[0], 0);
        dup2(outp[1], 1);
        close(in[0]); close(in[1]); close(outp[0]); close(outp[1]);
        execvp(argv[0], argv);
        _exit(127);
    }
    close(in[0]);
    close(outp[1]);
    if (len > 0) {
        /* small inputs fit in the pipe buffer, so write everything before reading */
        if (write_all(in[1], input, len) < 0) {
            close(in[1]);
            close(outp[0]);
            waitpid(pid, NULL, 0);
            return -1;
        }
        close(in[1]);
    }
    size_t got = 0;
    for (;;) {
        ssize_t r = read(outp[0], out + got, cap - 1 - got);
        if (r < 0 && errno == EINTR)
            continue;
        if (r <= 0)
            break;
        got += (size_t)r;
        if (got == cap - 1)
            break;
    }
    out[got] = '\0';
    close(outp[0]);
    int status;
    if (waitpid(pid, &status, 0) < 0)
        return -1;
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}
