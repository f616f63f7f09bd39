#ifndef AGILERL_SCATTER_H
#define AGILERL_SCATTER_H
#include <Python.h>
int agl_scatter_init(void);
PyObject *agl_meta(PyObject *self, PyObject *const *args, Py_ssize_t nargs);
PyObject *agl_scatter(PyObject *self, PyObject *const *args, Py_ssize_t nargs);
#endif
