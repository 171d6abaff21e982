int pidfile_lock(const char *path);
