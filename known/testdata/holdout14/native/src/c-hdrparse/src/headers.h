#ifndef HEADERS_H
#define HEADERS_H
struct header {
	char *name;
	char *value;
};
/* parses "Name:   value\r\n"; returns 0 on success */
int header_parse(const char *line, struct header *h);
void header_free(struct header *h);
#endif
