#include <fcntl.h>
#include <unistd.h>
#include "pidfile.h"
int pidfile_lock(const char *path) { int fd = open(path, O_RDWR | O_CREAT, 0644); if (fd < 0) return -1; struct flock fl = {.l_type = F_WRLCK}; return fcntl(fd, F_SETLK, &fl); }
