#ifndef HTTP_H
#define HTTP_H
int server_ready(void);
int request_ready(void);
int response_ready(void);
int mime_ready(void);
#endif
