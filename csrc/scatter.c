/* scatter(data, ctx, start, rows): one CPU add of a flat batch into the packed ring of
   rows, the checks and the copy in one call (_host.py states what it takes).

   ctx is (plan, tensor_type, lo, hi, capacity, dst, row_bytes, ndarray_type); plan a
   tuple of (name, dtype, width, offset, row_shape, one, numpy_dtype) per field (one: a
   [B] batch is taken for a [B, 1] field). A field is a torch.Tensor of exactly the stored
   dtype, on the CPU, contiguous, without the negative bit, with real memory (not a
   ZeroTensor, whose data pointer is null), not inside the ring; or a numpy array of
   exactly the stored numpy dtype, C-contiguous. Returns the batch size written, or None
   (nothing written) for anything else: the general path then converts or refuses it.
   Every field is checked before the first byte is written. */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <string.h>

#include "scatter.h"

#define MAX_FIELDS 64
#define MAX_DIMS 64

static PyObject *s_dtype, *s_is_cpu, *s_is_contiguous, *s_is_neg, *s_shape, *s_data_ptr;

int agl_scatter_init(void) {
    return (s_dtype = PyUnicode_InternFromString("dtype")) &&
           (s_is_cpu = PyUnicode_InternFromString("is_cpu")) &&
           (s_is_contiguous = PyUnicode_InternFromString("is_contiguous")) &&
           (s_is_neg = PyUnicode_InternFromString("is_neg")) &&
           (s_shape = PyUnicode_InternFromString("shape")) &&
           (s_data_ptr = PyUnicode_InternFromString("data_ptr"));
}

/* Call a no-argument method: -1 with an exception, 0 for a RuntimeError (None-worthy),
   1 with *out set. */
static int call0(PyObject *x, PyObject *name, PyObject **out) {
    *out = PyObject_CallMethodNoArgs(x, name);
    if (*out) return 1;
    if (PyErr_ExceptionMatches(PyExc_RuntimeError)) {
        PyErr_Clear();
        return 0;
    }
    return -1;
}

static int as_i64(PyObject *o, long long *v) {
    *v = PyLong_AsLongLong(o);
    return !(*v == -1 && PyErr_Occurred());
}

/* Whether field f takes a batch of shape dims[0..nd): 1 yes, 0 no, -1 with an
   exception. Sets *batch from the first field. */
static int shape_ok(PyObject *f, const Py_ssize_t *dims, Py_ssize_t nd, long long *batch) {
    PyObject *row = PyTuple_GET_ITEM(f, 4);
    Py_ssize_t nr = PyTuple_GET_SIZE(row);
    long long d;
    if (nd < 1) return 0;
    if (*batch < 0) *batch = dims[0];
    if (dims[0] != *batch) return 0;
    if (nd - 1 == nr) {
        for (Py_ssize_t j = 0; j < nr; j++) {
            if (!as_i64(PyTuple_GET_ITEM(row, j), &d)) return -1;
            if (dims[j + 1] != d) return 0;
        }
        return 1;
    }
    return nd == 1 && PyTuple_GET_ITEM(f, 5) == Py_True;
}

/* A numpy array of exactly the field's numpy dtype, C-contiguous and of a shape the
   field takes: 1 with *p its data, 0 for None-worthy, -1 on error. */
static int array_ptr(PyObject *x, PyObject *f, long long *batch, long long *p) {
    PyObject *dt = PyObject_GetAttr(x, s_dtype);
    if (!dt) return -1;
    int ok = dt == PyTuple_GET_ITEM(f, 6);
    if (!ok) ok = PyObject_RichCompareBool(dt, PyTuple_GET_ITEM(f, 6), Py_EQ);
    Py_DECREF(dt);
    if (ok <= 0) return ok;
    Py_buffer view;
    if (PyObject_GetBuffer(x, &view, PyBUF_STRIDES) < 0) {
        PyErr_Clear(); /* no buffer to read: the numpy path decides */
        return 0;
    }
    ok = view.shape && PyBuffer_IsContiguous(&view, 'C')
             ? shape_ok(f, view.shape, view.ndim, batch)
             : 0;
    *p = (long long)(intptr_t)view.buf; /* the array (held by data) keeps it alive */
    PyBuffer_Release(&view);
    return ok;
}

/* A tensor field: 1 with *p its data, 0 for None-worthy, -1 on error. */
static int tensor_ptr(PyObject *x, PyObject *f, long long *batch, long long *p) {
    PyObject *v;
    if (!(v = PyObject_GetAttr(x, s_dtype))) return -1;
    int ok = v == PyTuple_GET_ITEM(f, 1);
    Py_DECREF(v);
    if (!ok) return 0;
    if (!(v = PyObject_GetAttr(x, s_is_cpu))) return -1;
    ok = v == Py_True;
    Py_DECREF(v);
    if (!ok) return 0;
    int r = call0(x, s_is_contiguous, &v);
    if (r <= 0) return r;
    ok = v == Py_True;
    Py_DECREF(v);
    if (!ok) return 0;
    if ((r = call0(x, s_is_neg, &v)) <= 0) return r;
    ok = v == Py_False;
    Py_DECREF(v);
    if (!ok) return 0;
    PyObject *s = PyObject_GetAttr(x, s_shape);
    if (!s) { /* a nested tensor has no shape: the general path names it */
        if (!PyErr_ExceptionMatches(PyExc_RuntimeError)) return -1;
        PyErr_Clear();
        return 0;
    }
    if (!PyTuple_Check(s) || PyTuple_GET_SIZE(s) > MAX_DIMS) {
        Py_DECREF(s);
        return 0;
    }
    Py_ssize_t nd = PyTuple_GET_SIZE(s), dims[MAX_DIMS];
    for (Py_ssize_t j = 0; j < nd; j++) {
        long long d;
        if (!as_i64(PyTuple_GET_ITEM(s, j), &d)) {
            Py_DECREF(s);
            return -1;
        }
        dims[j] = (Py_ssize_t)d;
    }
    Py_DECREF(s);
    if ((r = shape_ok(f, dims, nd, batch)) <= 0) return r;
    if ((r = call0(x, s_data_ptr, &v)) <= 0) return r;
    ok = as_i64(v, p);
    Py_DECREF(v);
    return ok ? 1 : -1;
}

PyObject *agl_scatter(PyObject *self, PyObject *const *args, Py_ssize_t nargs) {
    (void)self;
    if (nargs != 4 || !PyDict_Check(args[0]) || !PyTuple_Check(args[1]) ||
        PyTuple_GET_SIZE(args[1]) != 8 || !PyTuple_Check(PyTuple_GET_ITEM(args[1], 0))) {
        PyErr_SetString(PyExc_TypeError, "scatter(data: dict, ctx: tuple, start, rows)");
        return NULL;
    }
    PyObject *data = args[0], *ctx = args[1];
    PyObject *plan = PyTuple_GET_ITEM(ctx, 0), *ttype = PyTuple_GET_ITEM(ctx, 1);
    PyObject *ntype = PyTuple_GET_ITEM(ctx, 7);
    long long lo, hi, cap, dst_i, rb, start, rows = -1;
    if (!as_i64(PyTuple_GET_ITEM(ctx, 2), &lo) || !as_i64(PyTuple_GET_ITEM(ctx, 3), &hi) ||
        !as_i64(PyTuple_GET_ITEM(ctx, 4), &cap) || !as_i64(PyTuple_GET_ITEM(ctx, 5), &dst_i) ||
        !as_i64(PyTuple_GET_ITEM(ctx, 6), &rb) || !as_i64(args[2], &start) ||
        (args[3] != Py_None && !as_i64(args[3], &rows)))
        return NULL;
    if (start < 0 || start >= cap) {
        PyErr_SetString(PyExc_IndexError, "scatter: start outside the ring");
        return NULL;
    }
    Py_ssize_t nf = PyTuple_GET_SIZE(plan);
    if (nf > MAX_FIELDS) Py_RETURN_NONE;
    const char *src[MAX_FIELDS];
    long long width[MAX_FIELDS], off[MAX_FIELDS], batch = -1;
    for (Py_ssize_t i = 0; i < nf; i++) {
        PyObject *f = PyTuple_GET_ITEM(plan, i);
        PyObject *x = PyDict_GetItemWithError(data, PyTuple_GET_ITEM(f, 0));
        long long p = 0;
        int r;
        if (!x) {
            if (PyErr_Occurred()) return NULL;
            Py_RETURN_NONE;
        }
        if (Py_TYPE(x) == (PyTypeObject *)ntype) r = array_ptr(x, f, &batch, &p);
        else if (Py_TYPE(x) == (PyTypeObject *)ttype) r = tensor_ptr(x, f, &batch, &p);
        else r = 0;
        if (r <= 0) {
            if (r < 0) return NULL;
            Py_RETURN_NONE;
        }
        if (!as_i64(PyTuple_GET_ITEM(f, 2), &width[i]) || !as_i64(PyTuple_GET_ITEM(f, 3), &off[i]))
            return NULL;
        if (!p) Py_RETURN_NONE;                               /* no memory: a ZeroTensor */
        if (p < hi && p + batch * width[i] > lo) Py_RETURN_NONE; /* a view of the ring */
        src[i] = (const char *)(intptr_t)p;
    }
    if (batch < 1 || batch > cap || (rows >= 0 && batch != rows)) Py_RETURN_NONE;
    char *dst = (char *)(intptr_t)dst_i;
    long long r = start;
    for (long long i = 0; i < batch; i++, r++) {
        if (r == cap) r = 0;
        char *out = dst + r * rb;
        for (Py_ssize_t f = 0; f < nf; f++)
            memcpy(out + off[f], src[f] + i * width[f], (size_t)width[f]);
    }
    return PyLong_FromLongLong(batch);
}
