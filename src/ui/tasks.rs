//! A new task, soon: [`post_task`] runs work as its own task through a message to a
//! `MessageChannel` kept for the page; [`after_next_paint`] runs it once the next frame is on
//! screen (what the search box does with a keystroke's search, so the typed character shows at
//! once). Unlike `setTimeout(0)` scheduled from inside a timer,
//! which browsers clamp to at least 4 ms after five nested levels, a message is not delayed, so
//! the sliced index build (about a hundred slices) does not wait ~0.4 s doing nothing. Input and
//! frames still run between tasks.

use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::{Closure, JsValue};

type Task = Box<dyn FnOnce()>;

/// The channel and its message handler, alive for the page's lifetime.
struct Channel {
    channel: web_sys::MessageChannel,
    _on_message: Closure<dyn FnMut()>,
}

thread_local! {
    static QUEUE: RefCell<VecDeque<Task>> = const { RefCell::new(VecDeque::new()) };
    static CHANNEL: Option<Channel> = open_channel();
}

fn open_channel() -> Option<Channel> {
    let channel = web_sys::MessageChannel::new().ok()?;
    let on_message = Closure::<dyn FnMut()>::new(|| {
        let task = QUEUE.with(|queue| queue.borrow_mut().pop_front());
        if let Some(task) = task {
            task();
        }
    });
    channel.port1().set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    Some(Channel { channel, _on_message: on_message })
}

/// Runs `task` as a new task after the ones already queued (a zero timeout when the page has no
/// `MessageChannel`).
pub fn post_task(task: impl FnOnce() + 'static) {
    let posted = CHANNEL.with(|channel| {
        channel.as_ref().is_some_and(|c| c.channel.port2().post_message(&JsValue::NULL).is_ok())
    });
    if posted {
        QUEUE.with(|queue| queue.borrow_mut().push_back(Box::new(task)));
    } else {
        leptos::prelude::set_timeout(task, std::time::Duration::ZERO);
    }
}

/// Runs `task` as a new task right after the next frame is painted: a message posted from an
/// animation-frame callback is handled once that frame's rendering is done. A hidden page
/// paints no frames, so the task also runs after [`HIDDEN_PAGE_WAIT`] if no frame came first
/// (once either way).
pub fn after_next_paint(task: impl FnOnce() + 'static) {
    let task: Rc<RefCell<Option<Task>>> = Rc::new(RefCell::new(Some(Box::new(task))));
    let run = |task: &Rc<RefCell<Option<Task>>>| {
        let taken = task.borrow_mut().take();
        if let Some(task) = taken {
            task();
        }
    };
    let from_frame = task.clone();
    leptos::prelude::request_animation_frame(move || post_task(move || run(&from_frame)));
    leptos::prelude::set_timeout(move || run(&task), HIDDEN_PAGE_WAIT);
}

/// How long [`after_next_paint`] waits for a frame before running its task anyway.
const HIDDEN_PAGE_WAIT: std::time::Duration = std::time::Duration::from_millis(100);
