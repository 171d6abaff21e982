// The namespace "net" was renamed to "wire"; every use still says net::.
namespace wire {
int connect(int port) { return port; }
int send(int fd, int n) { return fd + n; }
}

int run()
{
    int fd = net::connect(80);
    fd += net::send(fd, 1);
    fd += net::send(fd, 2);
    fd += net::send(fd, 3);
    fd += net::send(fd, 4);
    fd += net::send(fd, 5);
    return fd;
}
